import { HeadObjectCommand, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadContentType } from '@souq/contract/constants';
import { storedKeyAfter, type PresignedPut, type Storage } from './storage';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible bucket: the client PUTs straight to it with a presigned address. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Always the configured keys: never the SDK's ambient chain (instance metadata, files).
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  }

  /** Origins the browser must be allowed to reach: where it PUTs and where it reads. */
  origins(): string[] {
    const put = new URL(this.options.endpoint).origin;
    return [...new Set([put, new URL(this.publicBase()).origin])];
  }

  private publicBase(): string {
    if (this.options.publicUrl) return this.options.publicUrl.replace(/\/+$/, '');
    return `${this.options.endpoint.replace(/\/+$/, '')}/${this.options.bucket}`;
  }

  async presignPut(key: string, contentType: UploadContentType, expiresAt: Date): Promise<PresignedPut> {
    const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
    const url = await getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, ContentType: contentType }),
      // Signed, so the bucket refuses a PUT with any other type: otherwise a client could store
      // `text/html` under an image's key and the bucket would serve it as a page.
      { expiresIn, signableHeaders: new Set(['content-type']) },
    );
    return { url, path: `${this.publicBase()}/${key}` };
  }

  keyOf(address: string): string | null {
    return storedKeyAfter(address, `${this.publicBase()}/`);
  }

  /** The object's size when the bucket holds it, or null: the client PUTs to the bucket, so only the bucket knows. */
  async storedBytes(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }
}
