type Severity = 'error' | 'warning';

export interface Problem {
  file: string;
  line: number;
  message: string;
  severity: Severity;
}

export const error = (file: string, line: number, message: string): Problem => ({
  file,
  line,
  message,
  severity: 'error',
});
export const warning = (file: string, line: number, message: string): Problem => ({
  file,
  line,
  message,
  severity: 'warning',
});

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}: ${p.severity}: ${p.message}`;
}
