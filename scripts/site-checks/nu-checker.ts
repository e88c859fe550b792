import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** One error of the W3C Nu Html Checker in a file. */
export interface HtmlError {
  file: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

const NU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

const ReportSchema = v.object({
  messages: v.array(
    v.object({
      type: v.string(),
      url: v.optional(v.string()),
      lastLine: v.optional(v.number()),
      message: v.string(),
      extract: v.optional(v.string()),
    }),
  ),
});

/**
 * Runs the Nu Html Checker (npm vnu-jar, on the `java` of PATH) once over all files and returns
 * its errors, including files it could not read (warnings left out). Throws when Java or the checker cannot run.
 */
export async function nuHtmlErrors(files: readonly string[]): Promise<HtmlError[]> {
  if (files.length === 0) return [];
  const output = await new Promise<string>((resolve, reject) => {
    // The checker exits 1 when it finds errors; its JSON report is the answer either way.
    execFile(
      'java',
      ['-Xss1m', '-jar', NU_JAR, '--errors-only', '--no-langdetect', '--format', 'json', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (stdout.trim().startsWith('{')) resolve(stdout);
        else
          reject(
            new Error(`The Nu Html Checker did not run (java -jar ${NU_JAR}): ${error?.message ?? ''}\n${stderr}`),
          );
      },
    );
  });
  return v
    .parse(ReportSchema, JSON.parse(output))
    .messages.filter((m) => m.type !== 'info')
    .map((m) => ({
      file: m.url ? fileURLToPath(m.url) : '(unknown file)',
      line: m.lastLine,
      message: m.message,
      extract: m.extract,
    }));
}
