/** Mail sent to an SMTP server with nodemailer (ADR 0059). */
export * from './smtpMailTransport';
