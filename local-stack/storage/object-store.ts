import { randomUUID } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { checkBucketName, checkObjectName } from "./names.ts";

/**
 * The bytes of every object, on disk. Like Storage's file backend, each upload is kept under its
 * own version (`<bucket>/<name>/<version>`): a new upload never overwrites the bytes the current
 * row points at, so a failed or rolled-back write leaves the old object intact.
 */
export class ObjectStore {
  readonly root: string;
  private readonly uploads: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, "storage");
    this.uploads = path.join(dataDir, "storage-uploads");
  }

  private uploadsReady: Promise<unknown> | undefined;

  /** A fresh temporary file path, on the same disk as the objects so that placing is a rename. */
  async tempPath(): Promise<string> {
    // Uploads cut short by a crash of an earlier run are cleared once, before the first upload.
    this.uploadsReady ??= rm(this.uploads, { recursive: true, force: true }).then(() =>
      mkdir(this.uploads, { recursive: true }),
    );
    await this.uploadsReady;
    return path.join(this.uploads, randomUUID());
  }

  filePath(bucket: string, name: string, version: string): string {
    const bucketDir = this.bucketDir(bucket);
    const file = path.join(
      bucketDir,
      ...checkObjectName(name).split("/"),
      checkObjectName(version),
    );
    if (!file.startsWith(`${bucketDir}${path.sep}`))
      throw new Error(`path escapes bucket: ${name}`);
    return file;
  }

  /** Moves a finished temporary file into place as the given version of the object. */
  async place(tempFile: string, bucket: string, name: string, version: string) {
    const target = this.filePath(bucket, name, version);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempFile, target);
  }

  /** Copies a version's bytes to a temporary file, ready to be placed elsewhere. */
  async copyToTemp(bucket: string, name: string, version: string): Promise<string> {
    const temp = await this.tempPath();
    await copyFile(this.filePath(bucket, name, version), temp);
    return temp;
  }

  async move(from: ObjectLocation, to: ObjectLocation) {
    const target = this.filePath(to.bucket, to.name, to.version);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.filePath(from.bucket, from.name, from.version), target);
    await this.pruneEmptyFolders(from.bucket, from.name);
  }

  /** Removes one version; missing bytes are not an error (the row is what counts). */
  async remove(bucket: string, name: string, version: string) {
    await rm(this.filePath(bucket, name, version), { force: true });
    await this.pruneEmptyFolders(bucket, name);
  }

  async removeBucket(bucket: string) {
    await rm(this.bucketDir(bucket), { recursive: true, force: true });
  }

  async size(bucket: string, name: string, version: string): Promise<number | undefined> {
    try {
      return (await stat(this.filePath(bucket, name, version))).size;
    } catch {
      return undefined;
    }
  }

  read(bucket: string, name: string, version: string, range?: ByteRange): ReadStream {
    return createReadStream(this.filePath(bucket, name, version), range);
  }

  private bucketDir(bucket: string) {
    return path.join(this.root, checkBucketName(bucket));
  }

  /** Deletes the object's now-empty folders, up to (not including) the bucket's own. */
  private async pruneEmptyFolders(bucket: string, name: string) {
    const bucketDir = this.bucketDir(bucket);
    let dir = path.join(bucketDir, ...name.split("/"));
    while (dir.startsWith(`${bucketDir}${path.sep}`)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }
}

export interface ObjectLocation {
  bucket: string;
  name: string;
  version: string;
}

export interface ByteRange {
  start: number;
  end: number;
}
