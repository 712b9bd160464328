/** What the file store knows about a stored file. `path` is relative to the store's root. */
export interface FileInfo {
  readonly path: string;
  readonly size: number;
  readonly modifiedAt: Date;
}

/**
 * Where photos, PDFs and supporting documents live (ARCHITECTURE.md, mock-api: Files). Paths are
 * client-relative (`LOCATION/{contract}/{registration}/PHOTOS/x.jpg`); an implementation refuses
 * any path that would leave its root with a 422 « Chemin de fichier invalide ». A local directory
 * implements it today; an S3-compatible store can implement it later.
 */
export interface FileStore {
  put(path: string, data: Uint8Array | string): Promise<FileInfo>;
  /** The file's bytes; 404 when it does not exist. */
  get(path: string): Promise<Buffer>;
  exists(path: string): Promise<boolean>;
  /** Files under a folder (recursively), sorted by path; `''` lists everything. */
  list(prefix?: string): Promise<FileInfo[]>;
  /** Returns whether a file was deleted. */
  delete(path: string): Promise<boolean>;
  stat(path: string): Promise<FileInfo | null>;
  /**
   * Seals a file (signed evidence, issue 36): from then on `put` and `delete` on its path answer
   * 409 core's `PDF_SIGNER_MESSAGES.signedImmutable`, for every caller; a new version must be a
   * new file.
   */
  seal(path: string): Promise<void>;
  isSealed(path: string): Promise<boolean>;
}
