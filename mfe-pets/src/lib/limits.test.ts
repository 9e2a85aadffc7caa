import { describe, expect, it } from 'vitest';
import { LIMITS, PET_LIMITS } from '@bc/shared/contracts';
import * as limits from './limits';

describe('form limits', () => {
  it('match the limits the server checks', () => {
    expect(limits.NAME_MAX).toBe(LIMITS.name);
    expect(limits.TEXT_MAX).toBe(LIMITS.text);
    expect(limits.REGISTERED_NAME_MAX).toBe(PET_LIMITS.registeredName);
    expect(limits.TITLES_MAX).toBe(PET_LIMITS.titles);
    expect(limits.REGISTRY_MAX).toBe(PET_LIMITS.registry);
    expect(limits.REGISTRATION_NUMBER_MAX).toBe(PET_LIMITS.registrationNumber);
    expect(limits.REGISTRATIONS_MAX).toBe(PET_LIMITS.registrations);
    expect(limits.MICROCHIP_MAX).toBe(PET_LIMITS.microchip);
    expect(limits.LAB_MAX).toBe(PET_LIMITS.lab);
    expect(limits.HIDDEN_REASON_MAX).toBe(PET_LIMITS.hiddenReason);
    expect(limits.PHOTOS_MAX).toBe(PET_LIMITS.photos);
    expect(limits.DOCUMENTS_MAX).toBe(PET_LIMITS.documents);
    expect(limits.HEALTH_MAX).toBe(PET_LIMITS.health);
  });
});
