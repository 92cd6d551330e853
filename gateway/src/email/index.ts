export { createMailer, outboxDir, outboxFileName, type MailerConfig } from './mailer.js';
export { bookingConfirmationMessage, bookingLink, passwordResetMessage, resetLink } from './messages.js';
export { escapeHtml, formatBookingDate, formatRand } from './format.js';
export { paymentRefundAdminMessage, paymentRefundCustomerMessage } from './refund-messages.js';
