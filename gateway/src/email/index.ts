export { createMailer, outboxDir } from './mailer.js';
export { escapeHtml } from './format.js';
