// `slab-planner < problem.json > answer.json`. Bad input is an answer too: an error object on
// stdout and exit code 2, never a stack trace.
import { PlannerError, isPlannerError } from './errors.ts';
import { planLayout } from './plan.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function main(): Promise<number> {
  let problem: unknown;
  try {
    const text = await readStdin();
    try {
      problem = JSON.parse(text);
    } catch {
      throw new PlannerError('INVALID_PROBLEM', { detail: 'stdin is not valid JSON' });
    }
    const answer = planLayout(problem);
    process.stdout.write(`${JSON.stringify(answer)}\n`);
    return 0;
  } catch (error) {
    const body = isPlannerError(error)
      ? error.toJSON('en')
      : { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) };
    process.stdout.write(`${JSON.stringify({ error: body })}\n`);
    return 2;
  }
}

process.exitCode = await main();
