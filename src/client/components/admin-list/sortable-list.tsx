import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { t } from './strings';

/**
 * A reorderable admin list (pointer and keyboard: focus a handle, Space, arrows, Space) of `SortableCard`s.
 * `onReorder` gets the whole list in its new order; a drop without a destination, or on the same place, does
 * nothing. Items need an `id` and a `name` (announced); `label` names the list, `instructions` tell screen reader
 * users how to move an item.
 */
export function SortableList<Item extends { id: string; name: string }>({
  items,
  onReorder,
  label,
  instructions,
  children,
}: {
  items: Item[];
  onReorder: (ordered: Item[]) => void;
  label: string;
  instructions: string;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number | undefined) => items.find((s) => s.id === id)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dndPickUp(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? t.dndOver(nameOf(active.id), nameOf(over.id)) : undefined),
    onDragEnd: ({ active }) => t.dndDrop(nameOf(active.id)),
    onDragCancel: ({ active }) => t.dndCancel(nameOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((s) => s.id === active.id);
    const to = items.findIndex((s) => s.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={items.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="space-y-3">
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
