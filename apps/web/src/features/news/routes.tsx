import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). Static segments win over `:product`. */
export const newsRoutes: RouteObject[] = [
  { path: paths.dashboard.journal.pattern, lazy: () => import('./journal-list-page').then((m) => ({ Component: m.JournalListPage })) },
  { path: paths.dashboard.journalCreate.pattern, lazy: () => import('./journal-form-page').then((m) => ({ Component: m.JournalFormPage })) },
  { path: paths.dashboard.journalEdit.pattern, lazy: () => import('./journal-form-page').then((m) => ({ Component: m.JournalFormPage })) },
  { path: paths.dashboard.news.pattern, lazy: () => import('./news-list-page').then((m) => ({ Component: m.NewsListPage })) },
  { path: paths.dashboard.newsCreate.pattern, lazy: () => import('./news-form-page').then((m) => ({ Component: m.NewsFormPage })) },
  { path: paths.dashboard.newsEdit.pattern, lazy: () => import('./news-form-page').then((m) => ({ Component: m.NewsFormPage })) },
];
