import type { FileStorage, StorageConfig } from './storage';

/** The configured storage backend (the S3 client is only loaded when it is used). */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind === 's3') {
    const { s3Storage } = await import('./storage-s3');
    return s3Storage(config);
  }
  const { diskStorage } = await import('./storage-disk');
  return diskStorage(config.dir);
}
