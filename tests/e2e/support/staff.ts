/**
 * The platform staff account of the end-to-end run: the Playwright config lists it in
 * STAFF_EMAILS, so it is staff once registered (each run starts from an empty database).
 */
export const staffEmail = 'staff-auditor@example.test'
