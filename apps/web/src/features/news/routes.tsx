import type { RouteObject } from 'react-router';
import { routePatterns } from '../../shared/paths';

/** Lazy route modules of this feature (paths relative to their layout). Static segments win over `:product`. */
export const newsRoutes: RouteObject[] = [
  { path: routePatterns.journal, lazy: () => import('./journal-list-page').then((m) => ({ Component: m.JournalListPage })) },
  { path: routePatterns.journalCreate, lazy: () => import('./journal-form-page').then((m) => ({ Component: m.JournalFormPage })) },
  { path: routePatterns.journalEdit, lazy: () => import('./journal-form-page').then((m) => ({ Component: m.JournalFormPage })) },
  { path: routePatterns.news, lazy: () => import('./news-list-page').then((m) => ({ Component: m.NewsListPage })) },
  { path: routePatterns.newsCreate, lazy: () => import('./news-form-page').then((m) => ({ Component: m.NewsFormPage })) },
  { path: routePatterns.newsEdit, lazy: () => import('./news-form-page').then((m) => ({ Component: m.NewsFormPage })) },
];
