import * as z from 'zod/mini';

/** Whether the viewer finished the stream-access setup (spec doc 1 §3 "Onboarding flag"). */
export const onboardingStateSchema = z.object({ completed: z.boolean() });
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
