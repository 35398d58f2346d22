// The early script's entry (see vite-early-requests.ts): a page's first queries, before the app.
import texts from 'virtual:portal-early-documents';
import { sendEarlyRequests } from './early-requests';

sendEarlyRequests(texts);
