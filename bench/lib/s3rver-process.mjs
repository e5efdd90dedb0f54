// s3rver in a process of its own (bench/lib/s3.mjs starts it): the bucket a bench's or fault run's server
// writes to outlives that server, even a SIGKILLed one, as a real object store would. Listens on
// 127.0.0.1, an ephemeral port it tells its parent over IPC; keeps its objects in the directory given.
//   node bench/lib/s3rver-process.mjs <directory> <bucket>
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
const { port } = await server.run();
process.send?.({ port });
process.once('SIGTERM', () => server.close().then(() => process.exit(0)));
