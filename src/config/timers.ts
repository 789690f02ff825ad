/** product §9's timers, in milliseconds. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const ADMIN_REDIRECT_DELAY_MS = 1500;
export const WELCOME_PROGRESS_INTERVAL_MS = 50;
export const WELCOME_PROGRESS_STEP_PERCENT = 2;
export const WELCOME_REDIRECT_DELAY_MS = 500;
