import { describe, expect, it } from 'vitest';
import { FamilyRole, familyCan, isAdultRole } from './familyRoles.js';

describe('family roles', () => {
  it('lets only owners, admins and adults see the family money and invite', () => {
    const adults = FamilyRole.options.filter((r) => familyCan(r, 'see_family_money'));
    expect(adults).toEqual(['owner', 'admin', 'adult']);
    expect(FamilyRole.options.filter((r) => familyCan(r, 'invite'))).toEqual(adults);
    expect(FamilyRole.options.filter(isAdultRole)).toEqual(adults);
  });

  it('lets only owners and admins manage members', () => {
    expect(FamilyRole.options.filter((r) => familyCan(r, 'manage_members'))).toEqual(['owner', 'admin']);
  });

  it('lets a caregiver see and edit the kids but not money', () => {
    expect(familyCan('caregiver', 'see_kids')).toBe(true);
    expect(familyCan('caregiver', 'edit_kids')).toBe(true);
    expect(familyCan('caregiver', 'see_family_money')).toBe(false);
    expect(familyCan('child', 'edit_kids')).toBe(false);
  });
});
