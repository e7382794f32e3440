/**
 * What an engine worker thread does (engine-pool.ts): runs the steps it is given in this thread, with this
 * thread's parsed sources, kept step answers and live engines, and answers each by its id.
 */
import { parentPort } from 'node:worker_threads';
import {
  EngineStepError,
  engineCacheStats,
  forgetSourceContexts,
  runStepHere,
  setEngineCacheSize,
  setEngineRecall,
} from './engine';
import type { WorkerAnswer, WorkerRequest } from './engine-pool';

const port = parentPort;
if (!port) throw new Error('engine-worker.ts runs only as a worker thread (engine-pool.ts)');

port.on('message', (request: WorkerRequest) => {
  void answer(request).then((reply) => port.postMessage(reply));
});

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  const stats = () => ({ id: request.id, stats: engineCacheStats() });
  switch (request.kind) {
    case 'forget':
      forgetSourceContexts();
      return stats();
    case 'size':
      setEngineCacheSize(request.size);
      return stats();
    case 'recall':
      setEngineRecall(request.limit);
      return stats();
    case 'stats':
      return stats();
    case 'step':
      try {
        return { id: request.id, result: await runStepHere(request.input) };
      } catch (error) {
        const engine = error instanceof EngineStepError;
        return { id: request.id, error: engine ? error.message : String(error), engine };
      }
  }
}
