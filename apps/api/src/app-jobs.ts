import path from 'node:path';
import type { Config } from './config';
import { confirmationSweepJob } from './modules/accounts/confirmations.sweeper';
import { rateLimitSweepJob } from './modules/auth/throttle';
import { generatedFiles } from './modules/files/files.service';
import { fileSweepJob } from './modules/files/files.sweeper';
import { programmePdfJob } from './modules/schedule/programme.service';
import { issueCertificatesJob } from './modules/certificates/bulk.service';
import { awardApplicationsExport } from './modules/awards/awards.export';
import { evaluatedExport } from './modules/evaluation/evaluation.export';
import { panelsExport } from './modules/panels/panels.export';
import { conferenceInscriptionsExport, conferenceProposalsExport, fixedPanelsExport } from './modules/proposal-admin/proposal-admin.export';
import { accountsReportExport } from './modules/reports/accounts.export';
import { accountStateExport, bankLinesExport, creditsExport, manualPaymentsExport, onlinePaymentsExport } from './modules/treasury/treasury.export';
import { inscriptionReportExport } from './modules/reports/inscriptions.export';
import { memberReportExport } from './modules/reports/members.export';
import { usersExport } from './modules/users/users.export';
import { exportCleanupJob, exportJob } from './platform/exports/exports';
import type { Database } from './platform/db';
import type { JobQueue } from './platform/jobs';
import type { Logger } from './platform/logging';
import { mailJob } from './platform/mail';
import type { FileStorage } from './platform/storage';

/** Every kind of background job the app runs: e-mails, exports, programme books, certificates issued in bulk, and the periodic sweeps (each hourly or so, once for all processes). */
export function defineJobs(queue: JobQueue, services: { config: Config; database: Database; logger: Logger; storage: FileStorage }): JobQueue {
  const { config } = services;
  return queue
    .define(mailJob({ smtpUrl: config.smtpUrl, from: config.mailFrom, retryDelaySeconds: config.mailRetryDelaySeconds, outboxDir: path.join(config.dataDir, 'outbox') }, services.logger))
    .define(fileSweepJob(services))
    .define(confirmationSweepJob(services))
    .define(rateLimitSweepJob(services))
    .define(exportJob(services, generatedFiles(services), [usersExport, accountStateExport, onlinePaymentsExport, manualPaymentsExport, creditsExport, bankLinesExport, conferenceProposalsExport, conferenceInscriptionsExport, fixedPanelsExport, awardApplicationsExport, evaluatedExport, panelsExport, memberReportExport, inscriptionReportExport, accountsReportExport]))
    .define(exportCleanupJob(generatedFiles(services)))
    .define(programmePdfJob(services))
    .define(issueCertificatesJob(services));
}
