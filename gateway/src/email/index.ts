export { createDelivery, createMailer, outboxDir } from './mailer.js';
export { apiEmailOutbox } from './outbox.js';
