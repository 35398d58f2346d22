// The early script's entry (see vite-early-requests.ts): a page's first queries, before the app.
import texts from 'virtual:portal-early-documents';
import { sendEarlyRequests } from './early-requests';

// After the first paint: the page's placeholder is on screen before this script reads the session
// (a first read of localStorage costs a phone tens of milliseconds); on a slow network the paint
// has long happened when this script arrives.
requestAnimationFrame(() => setTimeout(() => sendEarlyRequests(texts), 0));
