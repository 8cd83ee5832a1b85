import { describe, expect, it } from 'vitest';
import { FamilyRole, familyCan, familyRefusal, grantableRoles, isAdultRole } from './familyRoles.js';

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

describe('what each role may give and use', () => {
  it('lets adults give roles by invite, admin only from the owner or an admin', () => {
    expect(grantableRoles('owner')).toEqual(['admin', 'adult', 'teen', 'child', 'caregiver']);
    expect(grantableRoles('admin')).toEqual(['admin', 'adult', 'teen', 'child', 'caregiver']);
    expect(grantableRoles('adult')).toEqual(['adult', 'teen', 'child', 'caregiver']);
    for (const r of ['teen', 'child', 'caregiver'] as const) expect(grantableRoles(r)).toEqual([]);
  });

  it('keeps money pages from children and caregivers, and personal details from them too', () => {
    expect(FamilyRole.options.filter((r) => familyCan(r, 'use_money'))).toEqual([
      'owner',
      'admin',
      'adult',
      'teen',
    ]);
    expect(FamilyRole.options.filter((r) => !familyCan(r, 'see_member_details'))).toEqual([
      'child',
      'caregiver',
    ]);
    expect(familyCan('adult', 'manage_child_accounts')).toBe(true);
    expect(familyCan('teen', 'manage_child_accounts')).toBe(false);
    expect(familyRefusal('invite')).toMatch(/adults/);
  });
});
