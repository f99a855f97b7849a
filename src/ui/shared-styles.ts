/**
 * The shared UI stylesheets, loaded with the shell (src/main.tsx). Components import their own sheet
 * too, but a lazy screen must never be the first to bring `.kk-input` or `.kk-btn`: a class used by
 * markup of another screen would look different depending on which route was opened first.
 */
import './theme.css';
import './button.css';
import './form.css';
import './feedback.css';
import './overlay.css';
import './dropdown-menu.css';
import './data-table.css';
import './error-view.css';
import './rich-text-view.css';
