import { Icon, type IconName } from '../../../components/icons/Icon';

interface RowActionButtonProps {
  /** Read by the table's one delegated click listener, with `id`. */
  action: string;
  id: number;
  /** The action and the row it acts on ("Edit example.com"): the button's name and tooltip. */
  name: string;
  icon: IconName;
}

/** A row's icon action in the links and websites tables (Delete in the danger colour). */
export function RowActionButton({ action, id, name, icon }: RowActionButtonProps) {
  return (
    <button
      type="button"
      class={`icon-button${action === 'delete' ? ' danger' : ''}`}
      data-action={action}
      data-id={id}
      aria-label={name}
      title={name}
    >
      <Icon name={icon} />
    </button>
  );
}
