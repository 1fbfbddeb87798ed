// `@clinic/adapters/composition`: the Node drivers' container. A separate entry, so the browser bundle, which
// wires its three objects by hand, never loads inversify (decision 47).
export { TOKENS } from './tokens';
export { createContainer, type CompositionProfile } from './create-container';
export { bindNamed, type DependencyMap, type Resolved } from './bind-named';
