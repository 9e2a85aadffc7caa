import { List } from '@bc/shared/mantine';
import { RouteLink } from '@bc/shared';

/** Puppies named by the API (those kept when taken out of a litter), each linked to its page. */
export function PuppyLinks({ puppies, testId }: { puppies: { id: number; registeredName: string }[]; testId?: string }) {
  return (
    <List size="sm" data-testid={testId}>
      {puppies.map((p) => (
        <List.Item key={p.id}>
          <RouteLink to="pets-id" params={{ id: p.id }}>
            {p.registeredName}
          </RouteLink>
        </List.Item>
      ))}
    </List>
  );
}
