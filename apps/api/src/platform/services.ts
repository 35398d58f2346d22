import type { Config } from '../config';
import type { Database } from './db';
import type { Logger } from './logging';
import type { JobQueue } from './jobs';
import type { Mail } from './mail';
import type { FileStorage } from './storage';

/** What every request shares: the app's services. Domain functions take these, never a GraphQL context. */
export type Services = { config: Config; database: Database; logger: Logger; mail: Mail; jobs: JobQueue; storage: FileStorage };
