import { planFollowApi } from '@hearth/shared';
import { messageOf } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast';

/** Follow or unfollow a plan one is on: followers hear of others' edits on their "Plan edits" channels. */
export function FollowButton({ planId }: { planId: string }) {
  const { data } = useApi('plans', planFollowApi.get, { params: { id: planId } });
  if (!data?.can_follow) return null;
  const set = async (following: boolean) => {
    try {
      await mutate(planFollowApi.set, { params: { id: planId }, body: { following } }, ['plans']);
      toast(following ? 'You will hear of others’ edits' : 'You will no longer hear of edits');
    } catch (err) {
      toast.error(messageOf(err, 'Could not change following'));
    }
  };
  return (
    <Button
      variant="secondary"
      aria-pressed={data.following}
      data-testid="follow-plan"
      title="Notify me when someone else edits this plan"
      onClick={() => void set(!data.following)}
    >
      {data.following ? '✓ Following' : 'Follow'}
    </Button>
  );
}
