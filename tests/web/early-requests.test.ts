// Requests started early (api/early.ts) are handed out once and only while fresh; a failure waits for
// whoever takes it instead of surfacing as an unhandled rejection.
import { afterEach, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from '../../src/web/api/early';

afterEach(() => vi.useRealTimers());

it('hands the started request to the first taker only', async () => {
  const request = vi.fn(async () => 'answer');
  startEarly('a', request);
  startEarly('a', request); // still waiting: not sent twice
  expect(request).toHaveBeenCalledTimes(1);
  await expect(takeEarly('a', request)).resolves.toBe('answer');
  expect(request).toHaveBeenCalledTimes(1);
  await takeEarly('a', request); // the next mount asks again
  expect(request).toHaveBeenCalledTimes(2);
});

it('drops a request nobody took in time and asks again', async () => {
  vi.useFakeTimers();
  let n = 0;
  const request = vi.fn(async () => ++n);
  startEarly('b', request);
  vi.setSystemTime(Date.now() + 60_000);
  await expect(takeEarly('b', request)).resolves.toBe(2);
});

it('keeps a failure for its taker', async () => {
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  startEarly('c', () => Promise.reject(new Error('offline')));
  await new Promise((resolve) => setTimeout(resolve, 10));
  await expect(takeEarly('c', async () => 'fresh')).rejects.toThrow('offline');
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});
