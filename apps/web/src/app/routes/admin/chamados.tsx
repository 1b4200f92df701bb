export { Component } from '../tecnico/chamados';
