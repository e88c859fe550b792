import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The ADF 1.0 DTD beside the repository (CI clones shared/ next to it); ADF_DTD_PATH overrides it. */
export const ADF_DTD =
  process.env.ADF_DTD_PATH ?? join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'standards', 'adf-1.0.dtd');

/** xmllint's complaints about `xml` against the ADF 1.0 DTD; '' when the document is valid. */
export function adfDtdErrors(xml: string): string {
  const run = spawnSync('xmllint', ['--noout', '--dtdvalid', ADF_DTD, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) throw run.error;
  return run.status === 0 ? '' : run.stderr || `xmllint exited with ${run.status}`;
}
