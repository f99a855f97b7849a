/**
 * The PHP code that wraps every request (engine.ts): it sets the superglobals from the request file, buffers the
 * page's output so `header()` works anywhere in it, collects warnings and uncaught errors with their file and
 * line, and writes the response (body, headers, status, errors) to files the engine reads back. It runs as the
 * embed SAPI's one script; the engine resets the runtime after each request, so nothing leaks between runs.
 * `exit`/`die` would end the embed SAPI's script without shutdown functions, losing the headers the page set
 * (`header('Location: …'); exit;`), so the workspace files that use them are rewritten first (PHP's own tokenizer,
 * same lines): `exit`/`die` become `\KkRun::exit(…)`, which prints a string status and throws `KkExit`, and the
 * wrapper ends the page there as PHP would, with its output and headers.
 */

/** Where the engine and the wrapper exchange a request and its response, outside the workspace (`/app`). */
export const IO_DIR = '/tmp/kk';
export const APP_ROOT = '/app';
export const REQUEST_FILE = `${IO_DIR}/request.json`;
export const BODY_FILE = `${IO_DIR}/body.html`;
export const META_FILE = `${IO_DIR}/meta.json`;

/** What the engine writes to REQUEST_FILE. */
export type WrapperRequest = {
  script: string; // absolute path of the page in the VFS
  scriptName: string; // '/index.php'
  method: 'GET' | 'POST';
  get: Record<string, string>;
  post: Record<string, string>;
  uri: string;
  queryString: string;
  /** Workspace files (absolute VFS paths) just written whose `exit`/`die` the wrapper rewrites before the run. */
  rewrite: string[];
};

/** What the wrapper writes to META_FILE. `errors[].type` is PHP's E_* constant, or 0 for an uncaught throwable. */
export type WrapperMeta = {
  headers: string[];
  status: number | false;
  errors: { type: number; message: string; file: string; line: number; parse?: boolean }[];
};

export const WRAPPER_CODE = `<?php
/** Thrown by KkRun::exit() in place of \`exit\`: the page ends here, keeping what it printed and its headers. */
final class KkExit extends Error {}

final class KkRun {
  public static array $errors = [];
  public static string $script = '';
  public static bool $done = false;

  /** What \`exit\`/\`die\` became in the workspace's files (see rewriteExits). */
  public static function exit(string|int $status = 0): never {
    if (is_string($status)) {
      echo $status;
    }
    throw new KkExit();
  }

  /** Rewrites a file's \`exit\`/\`die\` (not a method or constant of that name) into KkRun::exit, on the same lines. */
  public static function rewriteExits(string $file): void {
    $tokens = token_get_all(file_get_contents($file));
    $skip = [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT];
    $named = [T_FUNCTION, T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_CONST, T_NS_SEPARATOR];
    $out = '';
    $changed = false;
    $previous = null;
    $count = count($tokens);
    for ($i = 0; $i < $count; $i++) {
      $token = $tokens[$i];
      if (is_array($token) && $token[0] === T_EXIT && !($previous !== null && in_array($previous, $named, true))) {
        $next = $i + 1;
        while ($next < $count && is_array($tokens[$next]) && in_array($tokens[$next][0], $skip, true)) {
          $next++;
        }
        $out .= '\\KkRun::exit' . ($next < $count && $tokens[$next] === '(' ? '' : '()');
        $changed = true;
      } else {
        $out .= is_array($token) ? $token[1] : $token;
      }
      if (!is_array($token) || !in_array($token[0], $skip, true)) {
        $previous = is_array($token) ? $token[0] : $token;
      }
    }
    if ($changed) {
      file_put_contents($file, $out);
    }
  }

  /** Writes the response; at the end of the wrapper, or at shutdown when the page ended early. */
  public static function finish(): void {
    if (self::$done) {
      return;
    }
    self::$done = true;
    $last = error_get_last();
    if ($last !== null && in_array($last['type'], [E_ERROR, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR, E_PARSE], true)) {
      self::$errors[] = $last;
      if (http_response_code() === false || http_response_code() === 200) {
        http_response_code(500);
      }
    }
    $body = '';
    while (ob_get_level() > 0) {
      $body = ob_get_clean() . $body;
    }
    file_put_contents('${BODY_FILE}', $body);
    file_put_contents('${META_FILE}', json_encode([
      'headers' => headers_list(),
      'status' => http_response_code(),
      'errors' => self::$errors,
    ], JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR));
    // The reset after the run restarts PHP in this folder, and a Laravel worker's extensions load from './'.
    chdir('/');
  }
}
register_shutdown_function([KkRun::class, 'finish']);
ini_set('display_errors', '0');
ini_set('html_errors', '0');
error_reporting(E_ALL);
$kkRequest = json_decode(file_get_contents('${REQUEST_FILE}'), true);
error_clear_last();
$_GET = $kkRequest['get'];
$_POST = $kkRequest['post'];
$_REQUEST = array_merge($_GET, $_POST);
$_COOKIE = [];
$_FILES = [];
$_SERVER['REQUEST_METHOD'] = $kkRequest['method'];
$_SERVER['REQUEST_URI'] = $kkRequest['uri'];
$_SERVER['QUERY_STRING'] = $kkRequest['queryString'];
$_SERVER['SCRIPT_NAME'] = $kkRequest['scriptName'];
$_SERVER['PHP_SELF'] = $kkRequest['scriptName'];
$_SERVER['SCRIPT_FILENAME'] = $kkRequest['script'];
$_SERVER['DOCUMENT_ROOT'] = '${APP_ROOT}';
$_SERVER['HTTP_HOST'] = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_TIME'] = time();
if ($kkRequest['method'] === 'POST') {
  $_SERVER['CONTENT_TYPE'] = 'application/x-www-form-urlencoded';
}
foreach ($kkRequest['rewrite'] as $kkFile) {
  KkRun::rewriteExits($kkFile);
}
chdir(dirname($kkRequest['script']));
set_error_handler(static function (int $type, string $message, string $file, int $line): bool {
  if (!(error_reporting() & $type)) {
    return false;
  }
  KkRun::$errors[] = ['type' => $type, 'message' => $message, 'file' => $file, 'line' => $line];
  return true;
});
ob_start();
KkRun::$script = $kkRequest['script'];
unset($kkRequest);
try {
  include KkRun::$script;
} catch (KkExit) {
  // exit or die: the page ends here, as PHP would end it.
} catch (Throwable $kkError) {
  KkRun::$errors[] = [
    'type' => 0,
    'message' => 'Uncaught ' . get_class($kkError) . ': ' . $kkError->getMessage(),
    'file' => $kkError->getFile(),
    'line' => $kkError->getLine(),
    'parse' => $kkError instanceof ParseError,
  ];
  if (http_response_code() === false || http_response_code() === 200) {
    http_response_code(500);
  }
}
KkRun::finish();
`;
