import { spawn } from 'node:child_process';

/**
 * Runs a Node script in a child process and resolves with the JSON object on the last line it
 * prints; rejects with the exit code and the tail of its output otherwise. Stderr passes through.
 * `onLine` hears each line as it comes (a child reports progress as JSON lines before its result).
 */
export function runJsonChild<T>(
  script: string,
  args: readonly string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    onLine?: (line: string) => void;
    /** Node's own flags, before the script. */
    execArgv?: readonly string[];
  },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.execArgv ?? []), script, ...args], {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let heard = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const end = out.lastIndexOf('\n');
      if (end < heard) return;
      for (const line of out.slice(heard, end).split('\n')) options.onLine?.(line);
      heard = end + 1;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as T);
      else reject(new Error(`${script} exited with ${code}\n${out.slice(-2000)}`));
    });
  });
}
