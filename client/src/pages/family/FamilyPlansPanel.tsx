/** Family collaborative plans panel (owned by the collaboration area). */
export function FamilyPlansPanel() {
  return null;
}
