import { useInsertionEffect } from 'react';

/**
 * Stands in for @emotion/use-insertion-effect-with-fallbacks (vite.config.ts aliases it here).
 *
 * Emotion inserts a component's styles (stylis compiles each new class and the browser parses the
 * rule) in an insertion effect, which React runs in the commit: the commit of a first screen
 * (the dashboard's shell and a list) spent about 20 of its 35 ms there, in one task a phone cannot
 * interrupt. Here emotion takes its synchronous path instead (the one it has for React without
 * insertion effects): each component's styles are inserted while it renders, and the first screens
 * render as transitions, in slices React can interrupt. Inserting a rule for a render React then
 * throws away leaves an unused rule (emotion inserts each class once).
 *
 * Global styles keep their effect (they are removed again on unmount).
 */
export const useInsertionEffectAlwaysWithSyncFallback = <T>(create: () => T): T => create();

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
