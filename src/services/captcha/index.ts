export { requestCaptchaToken } from './recaptcha.ts';
