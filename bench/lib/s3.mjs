// An S3-compatible bucket for a bench or a fault run (FILES_BACKEND=s3): s3rver in its own process
// (s3rver-process.mjs), 127.0.0.1 and an ephemeral port, its objects in a temp directory; stopped and
// removed with the run's other children (processes.mjs cleanup). `settings` is the server's environment.
import { join } from 'node:path';
import { root, startChild, tempDir } from './processes.mjs';

export async function startS3Process(bucket = 'files') {
  const directory = await tempDir('bench-s3-');
  const child = startChild(process.execPath, [join(root, 'bench/lib/s3rver-process.mjs'), directory, bucket]);
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before it listened`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    child,
    directory,
    settings: { FILES_BACKEND: 's3', S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
  };
}
