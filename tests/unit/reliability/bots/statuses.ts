/**
 * A game's statuses as a list the compiler checks against its type both ways: none missing, none
 * that is not one. `every<Gm116Status>()([...])`.
 */
export const every =
  <S extends string>() =>
  <const L extends readonly S[]>(list: L & ([Exclude<S, L[number]>] extends [never] ? unknown : { missing: Exclude<S, L[number]> })): readonly S[] =>
    list;
