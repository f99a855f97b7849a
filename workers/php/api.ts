/**
 * The PHP runtime's contract (docs/decisions/0018-php-runtime.md): `runPhp(files, request)` runs one request against a workspace and
 * answers like a small web server would. A student's mistake (a parse error, an uncaught exception, a runaway
 * loop) is data in the response, never a rejection; only a runtime that cannot start rejects.
 */
export type PhpFile = { path: string; value: string }; // like the checker's CheckFile: 'index.php', 'inc/header.php'

export type PhpRequest = {
  /** The script to run, relative to the workspace root ('index.php', '/admin/list.php'). */
  path: string;
  method?: 'GET' | 'POST';
  /** `$_GET`; also written into `$_SERVER['REQUEST_URI']` and `QUERY_STRING`. */
  query?: Record<string, string>;
  /** `$_POST` (a form post). */
  body?: Record<string, string>;
};

export type PhpErrorLevel = 'fatal' | 'parse' | 'warning' | 'notice' | 'deprecated' | 'timeout';

/** One error PHP reported; `file` is a workspace path and `line` is 1-based, when PHP knew them. */
export type PhpError = { message: string; level: PhpErrorLevel; file?: string; line?: number };

/** Errors that stop the page (the others are PHP's warnings and notices, printed beside its output). */
export function isFatal(error: PhpError): boolean {
  return error.level === 'fatal' || error.level === 'parse' || error.level === 'timeout';
}

export type PhpResponse = {
  status: number;
  /** Response headers by lower-case name (`location`, `content-type`), as the script set them. */
  headers: Record<string, string>;
  body: string;
  errors: PhpError[];
};

export type RunPhp = (files: PhpFile[], request: PhpRequest) => Promise<PhpResponse>;

/** A workspace is a Laravel project when it has routes/web.php (workers/php/laravel.ts runs it). */
export function isLaravelWorkspace(files: PhpFile[]): boolean {
  return Array.isArray(files) && files.some((file) => file?.path?.replace(/^\.?\//, '') === 'routes/web.php');
}

/** How long one request may run before its runtime is ended and replaced (within 1 s). */
export const PHP_TIME_LIMIT_MS = 1000;
