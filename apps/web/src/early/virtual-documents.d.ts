declare module 'virtual:portal-early-documents' {
  const texts: import('./operations').EarlyTexts;
  export default texts;
}
