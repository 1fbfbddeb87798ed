export { TOKENS } from './tokens';
export { coreModule, type CoreModuleOptions } from './core.module';
export { fixtureModule } from './fixture.module';
