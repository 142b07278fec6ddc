/**
 * Sign-in attempts counted before the password is checked (issue 40): an attempt is stored when it
 * is admitted, with no outcome yet (`succeeded` null, counted as a failure), and settled after the
 * check. `device` names the known device it came from (its own budget); null for any other device.
 */
export const name = '0032_login_attempt_reservations';

export const up = `
ALTER TABLE login_attempts ALTER COLUMN succeeded DROP NOT NULL;
ALTER TABLE login_attempts ADD COLUMN device text;
`;
