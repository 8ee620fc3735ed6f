import type { ActionModal } from '../../content-model/content-model'

/** An action-modal entry for tests: a calculator signup on the homepage for everyone, after 1 s. */
export function actionModalEntry(overrides: Partial<ActionModal> = {}): ActionModal {
  return {
    settingsKey: 'signup',
    modalType: 'calculatorSignup',
    pageTypes: ['campaignHomepage'],
    stateCode: [],
    isFundraising: false,
    modalDelay: 1,
    ...overrides,
  }
}
