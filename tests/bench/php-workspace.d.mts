/** Types of php-workspace.mjs (plain JavaScript, so the Node-run Chromium benchmark can import it too). */
import type { PhpFile } from '../../workers/php/api';

export declare const smallPhpPage: PhpFile[];
export declare const floorPhpPage: PhpFile[];
