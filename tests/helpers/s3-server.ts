// A real S3-compatible server for tests: s3rver in this process, on 127.0.0.1 and an ephemeral port,
// its objects in a temp directory, one bucket made at start. `settings` are the server's FILES_BACKEND=s3
// environment; `config` the same for S3FileStore.open.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../../src/server/platform/config/config';

export interface TestS3 {
  settings: Record<string, string>;
  config: Config['s3'];
  close(): Promise<void>;
}

export async function startS3(bucket = 'files'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'ta-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const config = { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    config,
    settings: { FILES_BACKEND: 's3', S3_BUCKET: bucket, S3_ENDPOINT: config.endpoint, S3_REGION: config.region, S3_ACCESS_KEY_ID: config.accessKeyId, S3_SECRET_ACCESS_KEY: config.secretAccessKey },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
