/** The Turn Rotations tab of the Family Hub (owned by the collaboration area). */
export function TurnRotationsTab() {
  return null;
}
