export { TOKENS } from './tokens';
export { coreModule, type CoreModuleOptions } from './core.module';
export { fixtureModule } from './fixture.module';
export { athenaProxyModule, bindAthenaScheduler } from './athena-proxy.module';
export { athenaDirectModule } from './athena-direct.module';
