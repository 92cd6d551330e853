export { createMailer, outboxDir } from './mailer.js';
